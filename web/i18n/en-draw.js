// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// cv-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'cv-orca-title': [['velocity space (ORCA), ±', { arg: 'w' }, ' u/s']],
  'cv-orca-range': [['±', { arg: 'w' }, ' u/s']],
  'cv-orca-allowed': ['preferred velocity allowed'],
  'cv-orca-nearest': ['nearest allowed velocity'],
  'cv-orca-fallback': ['fallback: least violation'],
  'cv-orca-squeezed': ['squeezed: least violation'],
  'cv-orca-fallback-short': ['fallback'],
  'cv-orca-squeezed-short': ['squeezed'],
  'cv-heat-title': [['P-proxy of each cell (P = ', { arg: 'p' }, ')']],
  'cv-heat-near': [[{ arg: 'n' }, ' (near)']],
  'cv-heat-far': [[{ arg: 'n' }, ' (far)']],
  'cv-context-title': [['context map · ', { arg: 'name' }]],
  'cv-side-title': [['Side view · ', { arg: 'name' }, ' · heading →']],
  'cv-slope-on': [[{ arg: 'kind' }, ': dot = ', { arg: 'dot' }, ' → offset ', { arg: 'offset' }, ' u']],
  'cv-slope-off': [
    [{ arg: 'kind' }, ': dot = ', { arg: 'dot' }, ' → slope off, ', { arg: 'target' }, ' u not applied'],
  ],
  'cv-slope-on-short': [[{ arg: 'kind' }, ': dot ', { arg: 'dot' }, ' → offset ', { arg: 'offset' }, ' u']],
  'cv-slope-off-short': [[{ arg: 'kind' }, ': dot ', { arg: 'dot' }, ' → slope off (', { arg: 'target' }, ' u)']],
  'cv-slope-off-shortest': [[{ arg: 'kind' }, ': dot ', { arg: 'dot' }, ' → off (', { arg: 'target' }, ' u)']],
  'cv-slope-level': ['level'],
  'cv-slope-incline': ['incline'],
  'cv-slope-decline': ['decline'],
  'cv-slope-across': ['across'],
  'cv-hit-wall': ['wall'],
  'cv-hit-circle': ['circle'],
  'cv-hit-ground': ['ground'],
  'cv-obstacle-high': [[{ arg: 'kind' }, ' ', { arg: 'height' }, ' u high']],
  'cv-feeler-hit': [[{ arg: 'hit' }, ' ', { arg: 'distance' }]],
  'cv-feeler-over': ['over an obstacle'],
  'cv-feeler-over-short': ['over'],
  'cv-feeler-clear': ['clear'],
  'cv-units': [[{ arg: 'n' }, ' u']],
});
