export { UitbetalingenPage } from './UitbetalingenPage';
