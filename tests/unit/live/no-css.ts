// Components import their stylesheet for Vite; under Node the build's loader hook turns each .css into an empty module.
import '../../../scripts/build/no-css.ts';
