// The floor `npm run bench:lighthouse` measures the app against: an empty Preact + preact-iso page, nothing else.
import { render } from 'preact';
import { LocationProvider, Route, Router } from 'preact-iso';

const Home = () => <h1>Horse Club</h1>;

render(
	<LocationProvider>
		<Router>
			<Route path="/floor/" component={Home} />
			<Route default component={Home} />
		</Router>
	</LocationProvider>,
	document.getElementById('app')!,
);
