export { Reveal, type RevealProps } from './reveal';
