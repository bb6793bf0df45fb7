export { sqlRows } from '../db/sql-rows';
