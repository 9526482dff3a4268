// The card that shows how a money request went: it takes focus when it appears, so its heading is read out once.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface ResultCardProps {
	title: string;
	/** True while what it says may still change (a payment being confirmed). */
	busy?: boolean;
	className?: string;
	children: ComponentChildren;
}

export function ResultCard({ title, busy, className, children }: ResultCardProps) {
	const card = useRef<HTMLElement>(null);
	useEffect(() => {
		// it is the first thing on the page: shown from its top, not scrolled under the sticky header by focus()
		card.current?.focus({ preventScroll: true });
		scrollTo(0, 0);
	}, []);
	return (
		<section
			ref={card}
			class={className ? `w-card w-result ${className}` : 'w-card w-result'}
			tabIndex={-1}
			aria-labelledby="w-result-title"
			aria-busy={busy}
			// focused for screen readers, not a control: no focus ring around the whole card
			style={{ outline: 'none' }}
		>
			<h2 id="w-result-title">{title}</h2>
			{children}
		</section>
	);
}
