export { UitkeringenPage } from './UitkeringenPage';
