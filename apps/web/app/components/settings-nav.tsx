/** Tabs of the settings pages. */
export function SettingsNav({ active }: { active: "tokens" | "webhooks" | "password" | "organizations" }) {
	const tabs = [
		{ key: "tokens", href: "/settings/tokens", label: "Access tokens" },
		{ key: "webhooks", href: "/settings/webhooks", label: "Webhooks" },
		{ key: "password", href: "/settings/password", label: "Password" },
		{ key: "organizations", href: "/organizations/new", label: "New organization" },
	] as const;
	return (
		<nav aria-label="Settings" className="mb-6 flex gap-1 border-b border-border">
			{tabs.map((tab) => (
				<a
					key={tab.key}
					href={tab.href}
					aria-current={tab.key === active ? "page" : undefined}
					className={`-mb-px border-b-2 px-3 py-2 text-sm no-underline ${tab.key === active ? "border-accent font-semibold text-fg" : "border-transparent text-muted"}`}
				>
					{tab.label}
				</a>
			))}
		</nav>
	);
}
