// The last net around a page and around the shell: a render that throws shows what happened in the player's words
// with a Retry that draws it afresh, never a blank screen, and the error is reported.
import { Component, type ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import type { ErrorReport } from '../lib/error-report.ts';

interface Props {
	/** Named in the report: 'page' or 'shell'. */
	where: string;
	report: ErrorReport;
	children: ComponentChildren;
}

// state set in the constructor: ES2020 has no class fields (see api/errors.ts)
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
	constructor(props: Props) {
		super(props);
		this.state = { failed: false };
	}

	static override getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidCatch(error: unknown) {
		this.props.report(error, this.props.where);
	}

	override render() {
		if (!this.state.failed) return this.props.children;
		return (
			<div class="page-error" role="alert">
				<p>{t('errors.pageFailed')}</p>
				<button type="button" class="btn" onClick={() => this.setState({ failed: false })}>
					{t('common.retry')}
				</button>
			</div>
		);
	}
}
