export { UsageMeter, type UsageMeterProps, type UsageMeterRoom } from './UsageMeter';
