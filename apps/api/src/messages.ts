/** Server texts live in the domain so that the API and the mocks answer the same words. */
export { SERVER_MESSAGES as API_MESSAGES } from '@roombook/domain/messages';
