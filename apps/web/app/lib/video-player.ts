/** YouTube's player for a video embed: its address and attributes, for the hydrated component and the enhancement script. */
export const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";
export const PLAYER_ALLOW = "autoplay; encrypted-media; picture-in-picture";
export const PLAYER_CLASS = "absolute inset-0 h-full w-full";

export function playerSrc(youtubeId: string): string {
	return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}
