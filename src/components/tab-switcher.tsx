// Segmented tabs inside a page, as the WAI-ARIA tabs pattern has them: one Tab stop; arrows, Home and End move focus
// and selection together; every tab controls the one panel below (`tabPanel`).
export interface TabItem {
	key: string;
	label: string;
}

/** The panel's props: `id` is the switcher's, `active` the selected tab's key. */
export const tabPanel = (id: string, active: string) => ({
	id: `${id}-panel`,
	role: 'tabpanel' as const,
	'aria-labelledby': `${id}-${active}`,
});

export function TabSwitcher({
	id,
	tabs,
	active,
	onChange,
	label,
}: {
	id: string;
	tabs: TabItem[];
	active: string;
	onChange: (key: string) => void;
	label?: string;
}) {
	const n = tabs.length;
	const move = (e: KeyboardEvent, i: number) => {
		// where each key goes, wrapping round the ends:
		const to = { ArrowRight: i + 1, ArrowLeft: i + n - 1, Home: n, End: n - 1 }[e.key];
		const next = to === undefined ? null : tabs[to % n];
		if (!next) return;
		e.preventDefault();
		onChange(next.key);
		document.getElementById(`${id}-${next.key}`)?.focus();
	};
	return (
		<div class="tab-switcher" role="tablist" aria-label={label}>
			{tabs.map((tab, i) => (
				<button
					type="button"
					role="tab"
					id={`${id}-${tab.key}`}
					key={tab.key}
					aria-selected={tab.key === active}
					aria-controls={`${id}-panel`}
					tabIndex={tab.key === active ? 0 : -1}
					onClick={() => onChange(tab.key)}
					onKeyDown={(e) => move(e, i)}
				>
					{tab.label}
				</button>
			))}
		</div>
	);
}
