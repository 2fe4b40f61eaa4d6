export { default } from '../../ui/ComingSoon';
