import { Form, useLocation } from "react-router";
import { CsrfField } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

/** Sign-in and sign-up links, or the signed-in reader's links and a sign-out button (a form: works without JS). */
export function AccountMenu({ viewer }: { viewer: { name: string; isAdmin: boolean } | null }) {
	const location = useLocation();
	const link = "rounded-md px-2 py-1.5 text-sm no-underline hover:bg-surface-2";
	if (!viewer) {
		const back =
			location.pathname.startsWith("/login") || location.pathname.startsWith("/join") ? "/" : location.pathname;
		return (
			<nav aria-label="Account" data-slot="account-menu" className="flex items-center gap-1">
				<a href={`/login?returnTo=${encodeURIComponent(back)}`} className={`${link} text-fg`}>
					Sign in
				</a>
				<a href="/join" className={buttonVariants({ variant: "primary", size: "sm" })}>
					Sign up
				</a>
			</nav>
		);
	}
	return (
		<nav aria-label="Account" data-slot="account-menu" className="flex items-center gap-1">
			<a href={`/${viewer.name}`} className={`${link} font-semibold text-fg`}>
				{viewer.name}
			</a>
			<a href="/settings/tokens" className={`${link} text-muted`}>
				Settings
			</a>
			{viewer.isAdmin ? (
				<a href="/admin" className={`${link} text-muted`}>
					Admin
				</a>
			) : null}
			<Form method="post" action="/logout">
				<CsrfField />
				<button type="submit" className={`${link} cursor-pointer text-muted`}>
					Sign out
				</button>
			</Form>
		</nav>
	);
}
