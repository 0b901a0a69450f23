/** A load that counts its calls and answers with the count. */
export const counting = () => {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return { loads };
    },
    get loads() {
      return loads;
    },
  };
};
