// The same calls the Preact home page makes, with the stored bearer token.
const get = async (url) => {
	const token = localStorage.getItem('token');
	const res = await fetch(`/api${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
	const body = await res.json();
	if (body.status !== 200) throw new Error(body.message);
	return body.data;
};

export const today = () => new Date().toISOString().slice(0, 10);
export const fetchBalance = () => get('/user/balance');
export const fetchRaces = () => get('/events/races').then((d) => d.list);
export const fetchDayTable = (day, type) => get(`/events/day_table?day=${day}&event_type=${type}`).then((d) => d.list);
export const fetchRunners = (raceId) => get(`/events/gethorse_name?race_id=${raceId}`).then((d) => d.list);
