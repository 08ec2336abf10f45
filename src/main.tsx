import { bootstrap } from '@/app/bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
else console.error('Error initializing the app', new Error('#root is missing from index.html'));
