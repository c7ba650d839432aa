coins = { $n } altın
