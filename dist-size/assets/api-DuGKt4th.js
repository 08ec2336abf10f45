import{aR as a}from"./index-DZ1e-jzI.js";async function r(r,s,t){return(await a(`/z/${r}/search`,{params:{[s]:t}})).data}export{r as s};
//# sourceMappingURL=api-DuGKt4th.js.map
