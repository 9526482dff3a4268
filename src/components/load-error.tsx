// What a page or list shows when its data could not load: the words as a button that tries again, announced.
import type { ComponentChildren } from 'preact';

export function LoadError({ retry, children }: { retry(): void; children: ComponentChildren }) {
	// an alert, so a screen reader says the load failed where a sighted player sees the words replace the spinner:
	return (
		<div class="list-error" role="alert">
			<button type="button" class="load-error" onClick={retry}>
				{children}
			</button>
		</div>
	);
}
