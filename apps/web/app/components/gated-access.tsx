import { Form } from "react-router";
import { CsrfField, FormError } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

/** What the hub says about the reader and a gated repository (`GET .../access-request`). */
export interface GatedState {
	gated: false | "auto" | "manual";
	fields: { name: string; type: "text" | "checkbox" | "date_picker" | "country" | "select"; options: string[] }[];
	prompt: string | null;
	request: { status: "pending" | "accepted" | "rejected"; createdAt: string } | null;
	canDownload: boolean;
	canManage: boolean;
}

const input = "h-9 w-full rounded-md border border-border bg-surface px-2 text-fg";

/**
 * The access panel of a gated repository's page: the owners' link to the requests; for others,
 * their request's state or the form with the fields the card asks for (a plain form: no JS needed).
 */
export function GatedAccess({
	state,
	signedIn,
	requestsHref,
	loginHref,
	error,
}: {
	state: GatedState;
	signedIn: boolean;
	requestsHref: string;
	loginHref: string;
	error?: string | null;
}) {
	return (
		<section aria-labelledby="gated-heading" data-slot="gated-access" className="rounded-lg border border-border p-4">
			<h2 id="gated-heading" className="text-lg font-semibold">
				Gated repository
			</h2>
			{state.canManage ? (
				<p className="mt-2 text-sm">
					You own this repository. <a href={requestsHref}>Review access requests</a>.
				</p>
			) : state.canDownload ? (
				<p className="mt-2 text-sm" role="status">
					You have access to its files.
				</p>
			) : !signedIn ? (
				<p className="mt-2 text-sm">
					Its files need the owners’ approval. <a href={loginHref}>Sign in</a> to ask for access.
				</p>
			) : state.request?.status === "pending" ? (
				<p className="mt-2 text-sm" role="status">
					Your request is waiting for the owners’ approval.
				</p>
			) : (
				<>
					{state.request?.status === "rejected" ? (
						<p className="mt-2 text-sm">Your earlier request was rejected; you may ask again.</p>
					) : null}
					{state.prompt ? <p className="mt-2 text-sm whitespace-pre-line">{state.prompt}</p> : null}
					<Form method="post" className="mt-3 space-y-3" data-slot="gated-form">
						<CsrfField />
						<input type="hidden" name="intent" value="ask-access" />
						<FormError message={error} />
						{state.fields.map((field, index) => {
							const id = `gated-field-${index}`;
							const name = `field:${field.name}`;
							if (field.type === "checkbox")
								return (
									<div key={field.name} className="flex items-start gap-2">
										<input id={id} name={name} type="checkbox" required className="mt-1" />
										<label htmlFor={id} className="text-sm">
											{field.name}
										</label>
									</div>
								);
							return (
								<div key={field.name} className="space-y-1">
									<label htmlFor={id} className="block text-sm font-medium">
										{field.name}
									</label>
									{field.type === "select" && field.options.length > 0 ? (
										<select id={id} name={name} required className={input} defaultValue="">
											<option value="" disabled>
												Choose…
											</option>
											{field.options.map((option) => (
												<option key={option} value={option}>
													{option}
												</option>
											))}
										</select>
									) : (
										<input
											id={id}
											name={name}
											required
											type={field.type === "date_picker" ? "date" : "text"}
											className={input}
										/>
									)}
								</div>
							);
						})}
						<button type="submit" className={buttonVariants({ variant: "primary", size: "md" })}>
							Request access
						</button>
					</Form>
				</>
			)}
		</section>
	);
}
