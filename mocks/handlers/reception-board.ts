import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import { mockReceptionBoard } from '../data/reception-board';
import type { MockStore } from '../data/store';

/** The reception board (docs/decisions/103): sign-in by location and reception password, the day's board, a guest's arrival. */
const receptionBoardHandlers = (store: MockStore) => {
  const boards = mockReceptionBoard(store);
  return [
    contractHandler(store, contract.receptionBoard.locations, () => boards.locations()),
    contractHandler(store, contract.receptionBoard.signIn, ({ body }) => boards.signIn(body)),
    contractHandler(store, contract.receptionBoard.signOut, ({ reception }) => boards.signOut(reception)),
    contractHandler(store, contract.receptionBoard.board, ({ reception }) => boards.board(reception)),
    contractHandler(store, contract.receptionBoard.arrive, ({ reception, body }) => boards.arrive(reception, body)),
  ];
};

export default receptionBoardHandlers;
