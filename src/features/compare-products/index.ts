export { CompareToggle } from './ui/CompareToggle';
export { compareAddress, COMPARE_LIMIT } from './model/compareAddress';
