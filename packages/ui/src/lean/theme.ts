// The theme's CSS variables and the page baseline every lean component draws with. Each
// component imports this module, so a screen gets them with whichever pieces it uses while
// the bundler still drops the pieces it does not (package.json "sideEffects").
import './theme-variables.css';
import './lean-base.css';
