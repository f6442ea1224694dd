import { useState } from "react";
import { PlayIcon } from "./icons.tsx";
import { isPlainClick } from "../lib/plain-click.ts";
import { PLAYER_ALLOW, PLAYER_CLASS, playerSrc } from "../lib/video-player.ts";

/**
 * A light video embed: a thumbnail linking to the video; with JavaScript, a click swaps in the
 * player (and only then loads it). The box keeps a 16:9 ratio so nothing shifts. The player's
 * address and title are on the box (`data-player-src`, `data-player-title`) for pages without the
 * framework, where the enhancement script swaps it in.
 */
export function VideoEmbed({ youtubeId, title }: { youtubeId: string; title: string }) {
	const [playing, setPlaying] = useState(false);
	const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
	const player = playerSrc(youtubeId);
	return (
		<div
			data-slot="video-embed"
			data-player-src={player}
			data-player-title={title}
			className="relative aspect-video w-full max-w-2xl overflow-hidden rounded-lg border border-border bg-surface-2"
		>
			{playing ? (
				<iframe src={player} title={title} allow={PLAYER_ALLOW} allowFullScreen className={PLAYER_CLASS} />
			) : (
				<a
					href={watch}
					onClick={(e) => {
						if (!isPlainClick(e)) return;
						e.preventDefault();
						setPlaying(true);
					}}
					className="group absolute inset-0 block"
				>
					<img
						src={`https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`}
						alt=""
						loading="lazy"
						width={480}
						height={360}
						className="h-full w-full object-cover"
					/>
					<span className="absolute inset-0 grid place-items-center">
						<span className="rounded-full bg-black/75 px-5 py-3 text-white group-hover:bg-black/90">
							<PlayIcon /> Play video: {title}
						</span>
					</span>
				</a>
			)}
		</div>
	);
}
