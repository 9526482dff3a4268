// A round button that floats over the page, named by its label for screen readers.
import type { ComponentChildren } from 'preact';

export function FloatingButton({
	label,
	onClick,
	children,
}: {
	label: string;
	onClick: () => void;
	children?: ComponentChildren;
}) {
	return (
		<button type="button" class="floating-button" aria-label={label} onClick={onClick}>
			{children}
		</button>
	);
}
