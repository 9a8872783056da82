export { TextArea, characterCount, COUNT_ANNOUNCE_DELAY_MS, type TextAreaProps } from './TextArea';
