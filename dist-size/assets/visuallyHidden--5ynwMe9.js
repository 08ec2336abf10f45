const i={border:0,clipPath:"inset(50%)",height:"1px",margin:"-1px",overflow:"hidden",padding:0,position:"absolute",whiteSpace:"nowrap",width:"1px"};export{i as v};
//# sourceMappingURL=visuallyHidden--5ynwMe9.js.map
