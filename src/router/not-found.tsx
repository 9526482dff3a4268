// The page for a link that leads nowhere: says so, titled, with a link home.
import { useEffect } from 'preact/hooks';
import { Header } from '../components/header.tsx';
import type { PageProps } from '../components/page-props.ts';
import { t } from '../i18n/index.ts';

export function NotFound(_props: PageProps) {
	const title = t('titles.notFound');
	useEffect(() => {
		document.title = title;
	}, [title]);
	return (
		<div class="page">
			<Header title={title} />
			<main id="main" class="page-body not-found">
				<p>{t('shell.notFound')}</p>
				<a class="btn btn-primary" href="#/">
					{t('shell.goHome')}
				</a>
			</main>
		</div>
	);
}
