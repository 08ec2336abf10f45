import{aZ as a,a_ as s,a$ as n,b0 as o}from"./index-DZ1e-jzI.js";function r(r){a.addResourceBundle(s,"translation",n(r),!0,!0),o()}export{r};
//# sourceMappingURL=area-texts-CfmW4L8O.js.map
