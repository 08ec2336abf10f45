import{bc as t,c as s}from"./ra-core-Cz8UiWZy.js";function o(o){const a=t();return s.useCallback(t=>{404===(t=>"object"==typeof t&&null!==t&&"status"in t&&"number"==typeof t.status?t.status:void 0)(t)&&a("list",o)},[a,o])}export{o as u};
//# sourceMappingURL=use-load-failed-DNwUvAAt.js.map
