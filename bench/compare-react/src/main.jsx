// React 19 + react-router 7 rendition of the Horse Club home page shell, for bench:compare only.
import './style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// declarative mode: the smallest react-router setup that does hash routing
import { HashRouter, Route, Routes } from 'react-router';
import { Home } from './home.jsx';
import { Shell } from './shell.jsx';

createRoot(document.getElementById('app')).render(
	<StrictMode>
		<HashRouter>
			<Routes>
				<Route path="/" element={<Shell />}>
					<Route index element={<Home />} />
					<Route path="*" element={<p className="empty">Not found</p>} />
				</Route>
			</Routes>
		</HashRouter>
	</StrictMode>,
);
