/** Renderer entry: mounts the app (or, with `?gallery=dice`, the dev page of the 3D dice, loaded only then). */
import { mount } from 'svelte';
import App from './App.svelte';
import './design/tokens.css';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('#app missing from index.html');

if (new URLSearchParams(location.search).get('gallery') === 'dice') void import('./dev/gallery').then((m) => m.mountDiceGallery(target));
else mount(App, { target });
