export { default } from '../../verification/pages/DevMailboxPage';
