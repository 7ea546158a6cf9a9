"""1943-1945 (DiSimula): rules engine, scenario data loader and game options."""
