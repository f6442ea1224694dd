import { Form } from "react-router";
import { CsrfField } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

/** Whether the reader follows an account, and how many do. */
export interface FollowInfo {
	following: boolean;
	followers: number;
	/** False when the reader is anonymous or is this account. */
	canFollow: boolean;
}

/** Follow or unfollow an account: a plain form (works without JavaScript) with the anti-forgery token. */
export function FollowButton({ name, follow }: { name: string; follow: FollowInfo }) {
	const followers = `${follow.followers} ${follow.followers === 1 ? "follower" : "followers"}`;
	if (!follow.canFollow) return <p className="text-sm text-muted">{followers}</p>;
	return (
		<Form method="post" className="flex items-center gap-2" data-slot="follow-form">
			<CsrfField />
			<input type="hidden" name="intent" value={follow.following ? "unfollow" : "follow"} />
			<button
				type="submit"
				className={buttonVariants({ variant: follow.following ? "outline" : "primary", size: "md" })}
				aria-label={`${follow.following ? "Unfollow" : "Follow"} ${name}`}
			>
				{follow.following ? "Unfollow" : "Follow"}
			</button>
			<span className="text-sm text-muted">{followers}</span>
		</Form>
	);
}
