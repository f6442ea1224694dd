import type { TokenRole } from "@atrium/hub-api";

/** A caller without (valid) credentials. */
export interface AnonymousViewer {
	kind: "anonymous";
}

/** A signed-in user, through an access token or a site session. */
export interface UserViewer {
	kind: "user";
	userId: string;
	name: string;
	isAdmin: boolean;
	/** Present when the request carried an access token. */
	token?: { id: string; role: TokenRole; name: string; createdAt: number };
	/** sha256 of the session secret, when the request came with the session cookie. */
	sessionHash?: string;
}

/** Who is asking. */
export type Viewer = AnonymousViewer | UserViewer;
