// What the router hands every page; here, below the pages, so a page never imports the router.
export interface PageProps {
	/** The route's query string, e.g. #/pages/detail/detail?id=7 → { id: '7' }. */
	options: Record<string, string>;
}
