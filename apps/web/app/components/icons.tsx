import type { SVGProps } from "react";

/**
 * Small inline SVG icons. Emoji and symbol glyphs are missing from many Linux font sets (Chromium
 * then draws empty boxes), so the site draws its icons itself. Icons are decorative: they carry
 * `aria-hidden` and the text beside them says what they mean.
 */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
	return (
		<svg
			viewBox="0 0 16 16"
			width="1em"
			height="1em"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.5"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
			data-slot="icon"
			className="inline-block shrink-0 align-[-0.125em]"
			{...props}
		>
			{children}
		</svg>
	);
}

export function FolderIcon() {
	return (
		<Icon>
			<path d="M1.75 3.75h4.5l1.5 1.5h6.5v7.5h-12.5z" fill="currentColor" fillOpacity="0.15" />
		</Icon>
	);
}

export function FileIcon() {
	return (
		<Icon>
			<path d="M3.75 1.75h5.5l3 3v9.5h-8.5z" />
			<path d="M9.25 1.75v3h3" />
		</Icon>
	);
}

export function HeartIcon() {
	return (
		<Icon>
			<path d="M8 13.5s-5.25-3.1-5.25-6.9A2.85 2.85 0 0 1 8 4.9a2.85 2.85 0 0 1 5.25 1.7C13.25 10.4 8 13.5 8 13.5z" />
		</Icon>
	);
}

export function DownloadIcon() {
	return (
		<Icon>
			<path d="M8 2.25v8M4.75 7.25 8 10.5l3.25-3.25M2.75 13.25h10.5" />
		</Icon>
	);
}

export function ParentFolderIcon() {
	return (
		<Icon>
			<path d="M8 13.25v-8M4.75 8.25 8 5l3.25 3.25M2.75 2.75h10.5" />
		</Icon>
	);
}

export function SunIcon() {
	return (
		<Icon>
			<circle cx="8" cy="8" r="2.75" />
			<path d="M8 1.25v1.5M8 13.25v1.5M1.25 8h1.5M13.25 8h1.5M3.2 3.2l1.06 1.06M11.74 11.74l1.06 1.06M3.2 12.8l1.06-1.06M11.74 4.26l1.06-1.06" />
		</Icon>
	);
}

export function MoonIcon() {
	return (
		<Icon>
			<path d="M13.25 9.75A5.5 5.5 0 0 1 6.25 2.75a5.5 5.5 0 1 0 7 7z" />
		</Icon>
	);
}

export function SystemThemeIcon() {
	return (
		<Icon>
			<circle cx="8" cy="8" r="5.75" />
			<path d="M8 2.25a5.75 5.75 0 0 1 0 11.5z" fill="currentColor" />
		</Icon>
	);
}

export function PlayIcon() {
	return (
		<Icon>
			<path d="M4.75 2.75v10.5l8.5-5.25z" fill="currentColor" />
		</Icon>
	);
}
