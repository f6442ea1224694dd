/** Files at least this large are stored LFS-style whatever their name (the Hub's 10 MiB rule). */
export const LFS_SIZE_THRESHOLD = 10 * 1024 * 1024;

/** Extensions the default `.gitattributes` of a new repository sends to LFS. */
export const LFS_EXTENSIONS = [
	"7z",
	"arrow",
	"bin",
	"bz2",
	"ckpt",
	"ftz",
	"gguf",
	"gz",
	"h5",
	"joblib",
	"keras",
	"mlmodel",
	"model",
	"msgpack",
	"nemo",
	"npy",
	"npz",
	"onnx",
	"ot",
	"parquet",
	"pb",
	"pickle",
	"pkl",
	"pt",
	"pth",
	"rar",
	"safetensors",
	"tar",
	"tflite",
	"tgz",
	"wasm",
	"xz",
	"zip",
	"zst",
] as const;

/** The `.gitattributes` a repository starts with. */
export const DEFAULT_GITATTRIBUTES = `${LFS_EXTENSIONS.map((extension) => `*.${extension} filter=lfs diff=lfs merge=lfs -text`).join("\n")}\n`;

/** Whether a file is stored LFS-style (pointer in git, content as a large object). */
export function isLfsPath(path: string, size: number): boolean {
	if (size >= LFS_SIZE_THRESHOLD) return true;
	const name = path.slice(path.lastIndexOf("/") + 1);
	const dot = name.lastIndexOf(".");
	return dot > 0 && (LFS_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}
