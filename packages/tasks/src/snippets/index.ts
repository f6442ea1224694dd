import type { LibraryKey } from "../libraries/registry.ts";
import type { SnippetGenerator } from "./types.ts";
import { lib3dtopiaXl } from "./3dtopia-xl.ts";
import { PaddleOCR } from "./PaddleOCR.ts";
import { adapterTransformers } from "./adapter-transformers.ts";
import { allennlp } from "./allennlp.ts";
import { aneforge } from "./aneforge.ts";
import { anemoi } from "./anemoi.ts";
import { araclip } from "./araclip.ts";
import { asteroid } from "./asteroid.ts";
import { audiocraft } from "./audiocraft.ts";
import { audioseal } from "./audioseal.ts";
import { ben2 } from "./ben2.ts";
import { bertopic } from "./bertopic.ts";
import { birefnet } from "./birefnet.ts";
import { bm25s } from "./bm25s.ts";
import { cartesiaMlx } from "./cartesia_mlx.ts";
import { cartesiaPytorch } from "./cartesia_pytorch.ts";
import { chatTts } from "./chat_tts.ts";
import { chatterbox } from "./chatterbox.ts";
import { chronosForecasting } from "./chronos-forecasting.ts";
import { colipri } from "./colipri.ts";
import { collectorvision } from "./collectorvision.ts";
import { cortiq } from "./cortiq.ts";
import { cxrFoundation } from "./cxr-foundation.ts";
import { depthAnythingV2 } from "./depth-anything-v2.ts";
import { depthPro } from "./depth-pro.ts";
import { dermFoundation } from "./derm-foundation.ts";
import { describeAnything } from "./describe-anything.ts";
import { diaTts } from "./dia-tts.ts";
import { dia2 } from "./dia2.ts";
import { diffusers } from "./diffusers.ts";
import { diffusionkit } from "./diffusionkit.ts";
import { edsnlp } from "./edsnlp.ts";
import { espnet } from "./espnet.ts";
import { fairseq } from "./fairseq.ts";
import { fastai } from "./fastai.ts";
import { fasttext } from "./fasttext.ts";
import { flair } from "./flair.ts";
import { flexray } from "./flexray.ts";
import { flextab } from "./flextab.ts";
import { gaussianformer } from "./gaussianformer.ts";
import { gliner } from "./gliner.ts";
import { gliner2 } from "./gliner2.ts";
import { htrflow } from "./htrflow.ts";
import { indexTts } from "./index-tts.ts";
import { jevStyle } from "./jev-style.ts";
import { keras } from "./keras.ts";
import { kerasHub } from "./keras-hub.ts";
import { kernels } from "./kernels.ts";
import { kimiAudio } from "./kimi-audio.ts";
import { kittentts } from "./kittentts.ts";
import { lerobot } from "./lerobot.ts";
import { lightningIr } from "./lightning-ir.ts";
import { litertLm } from "./litert-lm.ts";
import { llamaCppPython } from "./llama-cpp-python.ts";
import { ltx } from "./ltx.ts";
import { lvface } from "./lvface.ts";
import { mambaSsm } from "./mamba-ssm.ts";
import { mars5Tts } from "./mars5-tts.ts";
import { matanyone } from "./matanyone.ts";
import { memra } from "./memra.ts";
import { meshAnything } from "./mesh-anything.ts";
import { microduck } from "./microduck.ts";
import { mlAgents } from "./ml-agents.ts";
import { mlx } from "./mlx.ts";
import { mlxImage } from "./mlx-image.ts";
import { mobilint } from "./mobilint.ts";
import { model2vec } from "./model2vec.ts";
import { moshi } from "./moshi.ts";
import { multimolecule } from "./multimolecule.ts";
import { nemo } from "./nemo.ts";
import { nobg } from "./nobg.ts";
import { openClip } from "./open_clip.ts";
import { openasr } from "./openasr.ts";
import { opendde } from "./opendde.ts";
import { outetts } from "./outetts.ts";
import { paddlenlp } from "./paddlenlp.ts";
import { peft } from "./peft.ts";
import { perceptionEncoder } from "./perception-encoder.ts";
import { phantomWan } from "./phantom-wan.ts";
import { pocketTts } from "./pocket-tts.ts";
import { prunaAi } from "./pruna-ai.ts";
import { pxia } from "./pxia.ts";
import { pyannoteAudio } from "./pyannote-audio.ts";
import { pythae } from "./pythae.ts";
import { qwen3Tts } from "./qwen3_tts.ts";
import { relik } from "./relik.ts";
import { renderformer } from "./renderformer.ts";
import { routeePowertrain } from "./routee-powertrain.ts";
import { saelens } from "./saelens.ts";
import { sam3dBody } from "./sam-3d-body.ts";
import { sam3dObjects } from "./sam-3d-objects.ts";
import { sam2 } from "./sam2.ts";
import { sampleFactory } from "./sample-factory.ts";
import { sana } from "./sana.ts";
import { sapRpt1Oss } from "./sap-rpt-1-oss.ts";
import { seedStory } from "./seed-story.ts";
import { sentenceTransformers } from "./sentence-transformers.ts";
import { setfit } from "./setfit.ts";
import { sklearn } from "./sklearn.ts";
import { spacy } from "./spacy.ts";
import { spanMarker } from "./span-marker.ts";
import { speechbrain } from "./speechbrain.ts";
import { stableAudioTools } from "./stable-audio-tools.ts";
import { stableBaselines3 } from "./stable-baselines3.ts";
import { stanza } from "./stanza.ts";
import { supertonic } from "./supertonic.ts";
import { swarmformer } from "./swarmformer.ts";
import { tensorflowtts } from "./tensorflowtts.ts";
import { terratorch } from "./terratorch.ts";
import { tfKeras } from "./tf-keras.ts";
import { timm } from "./timm.ts";
import { transformers } from "./transformers/index.ts";
import { transformersJs } from "./transformers.js.ts";
import { ultralytics } from "./ultralytics.ts";
import { unitySentis } from "./unity-sentis.ts";
import { univa } from "./univa.ts";
import { vfiMamba } from "./vfi-mamba.ts";
import { vibevoice } from "./vibevoice.ts";
import { videoprism } from "./videoprism.ts";
import { voicecraft } from "./voicecraft.ts";
import { voxcpm } from "./voxcpm.ts";
import { vui } from "./vui.ts";
import { whisperkit } from "./whisperkit.ts";
import { yolov10 } from "./yolov10.ts";
import { zeromodels } from "./zeromodels.ts";
import { zonos } from "./zonos.ts";

/**
 * The usage-snippet generator of each library that has one, keyed by registry key. One import
 * and one line per library, sorted; a key that is not in the registry does not type-check.
 */
export const LIBRARY_SNIPPETS = {
	"3dtopia-xl": lib3dtopiaXl,
	PaddleOCR: PaddleOCR,
	"adapter-transformers": adapterTransformers,
	allennlp: allennlp,
	aneforge: aneforge,
	anemoi: anemoi,
	araclip: araclip,
	asteroid: asteroid,
	audiocraft: audiocraft,
	audioseal: audioseal,
	ben2: ben2,
	bertopic: bertopic,
	birefnet: birefnet,
	bm25s: bm25s,
	cartesia_mlx: cartesiaMlx,
	cartesia_pytorch: cartesiaPytorch,
	chat_tts: chatTts,
	chatterbox: chatterbox,
	"chronos-forecasting": chronosForecasting,
	colipri: colipri,
	collectorvision: collectorvision,
	cortiq: cortiq,
	"cxr-foundation": cxrFoundation,
	"depth-anything-v2": depthAnythingV2,
	"depth-pro": depthPro,
	"derm-foundation": dermFoundation,
	"describe-anything": describeAnything,
	"dia-tts": diaTts,
	dia2: dia2,
	diffusers: diffusers,
	diffusionkit: diffusionkit,
	edsnlp: edsnlp,
	espnet: espnet,
	fairseq: fairseq,
	fastai: fastai,
	fasttext: fasttext,
	flair: flair,
	flexray: flexray,
	flextab: flextab,
	gaussianformer: gaussianformer,
	gliner: gliner,
	gliner2: gliner2,
	htrflow: htrflow,
	"index-tts": indexTts,
	"jev-style": jevStyle,
	keras: keras,
	"keras-hub": kerasHub,
	kernels: kernels,
	"kimi-audio": kimiAudio,
	kittentts: kittentts,
	lerobot: lerobot,
	"lightning-ir": lightningIr,
	"litert-lm": litertLm,
	"llama-cpp-python": llamaCppPython,
	ltx: ltx,
	lvface: lvface,
	"mamba-ssm": mambaSsm,
	"mars5-tts": mars5Tts,
	matanyone: matanyone,
	memra: memra,
	"mesh-anything": meshAnything,
	microduck: microduck,
	"ml-agents": mlAgents,
	mlx: mlx,
	"mlx-image": mlxImage,
	mobilint: mobilint,
	model2vec: model2vec,
	moshi: moshi,
	multimolecule: multimolecule,
	nemo: nemo,
	nobg: nobg,
	open_clip: openClip,
	openasr: openasr,
	opendde: opendde,
	outetts: outetts,
	paddlenlp: paddlenlp,
	peft: peft,
	"perception-encoder": perceptionEncoder,
	"phantom-wan": phantomWan,
	"pocket-tts": pocketTts,
	"pruna-ai": prunaAi,
	pxia: pxia,
	"pyannote-audio": pyannoteAudio,
	pythae: pythae,
	qwen3_tts: qwen3Tts,
	relik: relik,
	renderformer: renderformer,
	"routee-powertrain": routeePowertrain,
	saelens: saelens,
	"sam-3d-body": sam3dBody,
	"sam-3d-objects": sam3dObjects,
	sam2: sam2,
	"sample-factory": sampleFactory,
	sana: sana,
	"sap-rpt-1-oss": sapRpt1Oss,
	"seed-story": seedStory,
	"sentence-transformers": sentenceTransformers,
	setfit: setfit,
	sklearn: sklearn,
	spacy: spacy,
	"span-marker": spanMarker,
	speechbrain: speechbrain,
	"stable-audio-tools": stableAudioTools,
	"stable-baselines3": stableBaselines3,
	stanza: stanza,
	supertonic: supertonic,
	swarmformer: swarmformer,
	tensorflowtts: tensorflowtts,
	terratorch: terratorch,
	"tf-keras": tfKeras,
	timm: timm,
	transformers: transformers,
	"transformers.js": transformersJs,
	ultralytics: ultralytics,
	"unity-sentis": unitySentis,
	univa: univa,
	"vfi-mamba": vfiMamba,
	vibevoice: vibevoice,
	videoprism: videoprism,
	voicecraft: voicecraft,
	voxcpm: voxcpm,
	vui: vui,
	whisperkit: whisperkit,
	yolov10: yolov10,
	zeromodels: zeromodels,
	zonos: zonos,
} as const satisfies { [K in LibraryKey]?: SnippetGenerator };
