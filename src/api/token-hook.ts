// The http client's way to the session's tokens: api/ builds the client, the session plugs itself in when it starts.

export interface SessionAccess {
	token(): string | null;
	refreshToken(): string | null;
	setTokens(access: string, refresh: string): void;
	/** Takes the tokens another tab stored for this player, unless they are still `stale`; true when it did. */
	adopt?(stale: string | null): boolean;
	/** Clears the session, tells the player and goes to login; returns the message to fail with. */
	expire(): string;
}

export interface TokenHook extends SessionAccess {
	/** Plugs the session in; until then calls go out signed out. */
	fill(session: SessionAccess): void;
}

// nothing to send and nothing to clear:
const signedOut: SessionAccess = { token: () => null, refreshToken: () => null, setTokens() {}, expire: () => '' };

export function createTokenHook(): TokenHook {
	let session = signedOut;
	return {
		token: () => session.token(),
		refreshToken: () => session.refreshToken(),
		setTokens: (access, refresh) => session.setTokens(access, refresh),
		adopt: (stale) => session.adopt?.(stale) ?? false,
		expire: () => session.expire(),
		fill(next) {
			session = next;
		},
	};
}
