import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The console validates its own configuration, schema files and server answers with zod's small
// functional build; English messages are loaded once so a failure reads like the full build's.
z.config(en());

export { z };
