import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CsrfField, FormError, FormNotice, SelectField, TextField } from "./form-fields.tsx";

/** Renders `element` under a root route whose loader gave `rootData`, as the site's pages are. */
function underRoot(element: React.ReactNode, rootData: unknown): string {
	const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => rootData }], {
		hydrationData: { loaderData: { root: rootData } },
	});
	return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("form kit", () => {
	it("fills the anti-forgery field from the root loader's token, empty without one", () => {
		expect(underRoot(<CsrfField />, { csrf: "tok-123" })).toBe('<input type="hidden" name="csrf" value="tok-123"/>');
		expect(underRoot(<CsrfField />, {})).toBe('<input type="hidden" name="csrf" value=""/>');
	});

	it("labels inputs by name or by a given id, and ties the hint to the input", () => {
		const byName = renderToStaticMarkup(<TextField label="Branch name" name="branch" hint="A new branch." />);
		expect(byName).toMatch(/<label for="field-branch"[^>]*>Branch name<\/label>/);
		expect(byName).toMatch(/<input id="field-branch"[^>]*aria-describedby="field-branch-hint"[^>]*name="branch"/);
		expect(byName).toContain('<p id="field-branch-hint"');
		const byId = renderToStaticMarkup(<TextField label="User name" id="login-name" name="name" />);
		expect(byId).toMatch(/<label for="login-name"/);
		expect(byId).toMatch(/<input id="login-name"/);
		expect(byId).not.toContain("aria-describedby");
		const select = renderToStaticMarkup(<SelectField label="Owner" name="owner" options={[["a", "A"]]} />);
		expect(select).toMatch(/<label for="field-owner"[^>]*>Owner<\/label><select id="field-owner"/);
	});

	it("announces errors as alerts and outcomes as status, and renders nothing without a message", () => {
		expect(renderToStaticMarkup(<FormError message="Wrong password" />)).toMatch(
			/^<p role="alert" data-slot="notice-error"[^>]*>Wrong password<\/p>$/,
		);
		expect(renderToStaticMarkup(<FormNotice message="Saved" />)).toMatch(
			/^<p role="status" data-slot="notice-success"[^>]*>Saved<\/p>$/,
		);
		for (const empty of [undefined, null, ""]) {
			expect(renderToStaticMarkup(<FormError message={empty} />)).toBe("");
			expect(renderToStaticMarkup(<FormNotice message={empty} />)).toBe("");
		}
	});
});
