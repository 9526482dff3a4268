// Segmented tabs inside a page; arrow keys move between them as the ARIA tabs pattern expects.
export interface TabItem {
	key: string;
	label: string;
}

export function TabSwitcher({
	tabs,
	active,
	onChange,
	label,
}: {
	tabs: TabItem[];
	active: string;
	onChange: (key: string) => void;
	label?: string;
}) {
	const move = (e: KeyboardEvent, index: number) => {
		const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
		const next = step && tabs[(index + step + tabs.length) % tabs.length];
		if (next) onChange(next.key);
	};
	return (
		<div class="tab-switcher" role="tablist" aria-label={label}>
			{tabs.map((tab, i) => (
				<button
					type="button"
					role="tab"
					key={tab.key}
					aria-selected={tab.key === active}
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
