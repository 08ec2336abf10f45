// The shared mock backend (tests/setup.ts starts it); each test puts its own handlers in front.
export { server } from '@/mocks/node';
