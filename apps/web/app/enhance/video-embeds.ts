import { isPlainClick } from "../lib/plain-click.ts";
import { PLAYER_ALLOW, PLAYER_CLASS, PLAYER_ORIGIN } from "../lib/video-player.ts";

/**
 * Video embeds on a page the framework does not hydrate: a plain click on the thumbnail swaps in
 * the player named on the box, as the hydrated `VideoEmbed` does. Other clicks (new tab, modifier
 * keys) follow the link to the video.
 */
export function enhanceVideoEmbeds(doc: Document): void {
	doc.addEventListener("click", (event) => {
		if (!isPlainClick(event)) return;
		const link = (event.target as Element | null)?.closest?.("[data-slot=video-embed] > a");
		const box = link?.parentElement;
		const src = box?.dataset.playerSrc;
		if (!link || !box || !src?.startsWith(`${PLAYER_ORIGIN}/embed/`)) return;
		event.preventDefault();
		const player = doc.createElement("iframe");
		player.src = src;
		player.title = box.dataset.playerTitle ?? "";
		player.allow = PLAYER_ALLOW;
		player.allowFullscreen = true;
		player.className = PLAYER_CLASS;
		link.replaceWith(player);
	});
}
