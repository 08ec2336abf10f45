import{l as s}from"./index-DZ1e-jzI.js";import{j as a}from"./ra-core-Cz8UiWZy.js";const o=s(a.jsx("path",{d:"M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z"})),r=s(a.jsx("path",{d:"M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z"}));export{r as K,o as a};
//# sourceMappingURL=KeyboardArrowRight-Dcix4_N0.js.map
