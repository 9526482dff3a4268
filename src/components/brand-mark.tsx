// The club's mark, drawn inline (no request): a gold horseshoe on turf green. The favicon and the app icons
// (scripts/make-icons.ts) are the same drawing.
export const BrandMark = ({ size = 28 }: { size?: number }) => (
	<svg class="mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
		<rect width="32" height="32" rx="8" />
		<path d="M10.3 10.3A8 8 0 1 0 21.7 10.3" />
	</svg>
);
