import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Image classification assigns a label, or a ranked list of labels with probabilities, to a whole image. " +
		"The model does not say where the object is, only what the picture mainly shows, chosen from a fixed set of classes it was trained on (the 1,000 ImageNet categories, for example). " +
		"Convolutional networks and vision transformers learn this from labelled photos, and a pre-trained model can be fine-tuned to new classes with a few hundred examples per class. " +
		"It is the simplest computer vision task and the backbone of many others.",
	datasets: [
		{
			id: "cifar100",
			description:
				"Sixty thousand tiny 32×32 colour images in 100 classes such as apple, bicycle and whale. Quick to train on, so ideal for experiments.",
		},
		{
			id: "fashion_mnist",
			description:
				"Seventy thousand grayscale 28×28 pictures of clothing items in ten classes; a harder drop-in replacement for handwritten MNIST digits.",
		},
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"The ImageNet-1k benchmark: about 1.3 million training photos in 1,000 classes. Most pre-trained vision backbones are measured on it.",
		},
		{
			id: "ethz/food101",
			description:
				"101,000 photos of 101 dishes, a realistic fine-grained dataset for fine-tuning a pre-trained model.",
		},
	],
	models: [
		{
			id: "google/vit-base-patch16-224",
			description:
				"The original Vision Transformer (base size, 16×16 patches) pre-trained on ImageNet-21k and fine-tuned on ImageNet-1k. A standard baseline.",
		},
		{
			id: "facebook/deit-base-distilled-patch16-224",
			description:
				"A data-efficient image transformer trained on ImageNet alone with distillation from a CNN teacher, giving strong accuracy without extra data.",
		},
		{
			id: "facebook/convnext-large-224",
			description:
				"ConvNeXt, a modernised convolutional network that matches transformers in accuracy while keeping the efficiency of convolutions.",
		},
		{
			id: "timm/mobilenetv3_large_100.ra_in1k",
			description: "A small, fast MobileNetV3 from the timm library, suited to phones and edge devices.",
		},
	],
	spaces: [
		{
			id: "timm/leaderboard",
			description:
				"Compares hundreds of timm image models by ImageNet accuracy, speed and size, handy for choosing a backbone.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"Share of images whose top prediction is right (top-1); top-5 accuracy also accepts a hit among the five best guesses.",
		},
		{
			id: "recall",
			description: "Per class, the share of its images the model labels correctly; shows which classes are missed.",
		},
		{
			id: "precision",
			description:
				"Per class, the share of images given that label that really belong to it; shows which classes are over-predicted.",
		},
		{
			id: "f1",
			description:
				"Harmonic mean of precision and recall, averaged over classes; more informative than accuracy when classes are imbalanced.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "green-apple.png" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Granny Smith", score: 0.87 },
					{ label: "fig", score: 0.04 },
					{ label: "lemon", score: 0.03 },
					{ label: "custard apple", score: 0.02 },
					{ label: "pomegranate", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["google/vit-base-patch16-224"],
	youtubeId: "tjAIM7BOYhw",
};

export default content;
