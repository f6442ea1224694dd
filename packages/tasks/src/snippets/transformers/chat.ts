import { code, type Code } from "../shared/code-template.ts";
import { py } from "../shared/literals.ts";

/** The sample image of the image-plus-text chat example. */
export const CHAT_IMAGE =
	"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";

/** The chat example's new-token budget (spec section 9). */
export const CHAT_MAX_NEW_TOKENS = 40;

/** Lines of Python defining `messages`: one user turn, text only or an image plus text. */
export function chatMessages(withImage: boolean): Code {
	if (!withImage)
		return code`
			messages = [
			    {"role": "user", "content": ${py("Who are you?")}},
			]
		`;
	return code`
		messages = [
		    {
		        "role": "user",
		        "content": [
		            {"type": "image", "url": ${py(CHAT_IMAGE)}},
		            {"type": "text", "text": ${py("What animal is on the candy?")}},
		        ],
		    },
		]
	`;
}
